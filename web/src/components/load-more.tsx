import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** What a paged list query offers (TanStack's infinite query). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The next page of a list, on demand (the API's `Link: rel="next"`); nothing on the last page. */
export function LoadMore({ query, label = 'Show more' }: { query: PagedQuery; label?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Button variant="outlined" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading…' : label}
      </Button>
    </Box>
  );
}

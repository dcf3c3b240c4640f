import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export interface Column<T> {
  key: string;
  header: string;
  /** null renders as "—" in the table and beside its label on a card, and is left out of a phone card's button row. */
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  /** On phones this column is the card's heading (no label). */
  primary?: boolean;
  /** On phones these columns form the card's button row (no label). */
  action?: boolean;
  /** On phones this small icon button sits in the card's top-right corner instead (delete). */
  corner?: boolean;
  /** Keeps a text column readable in the wide table (px). */
  minWidth?: number;
}

interface ResponsiveTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  rows: T[];
  columns: Column<T>[];
  getRowId: (row: T) => string;
}

/**
 * A table on wide screens; below the lg breakpoint each row becomes a card with labelled
 * values (one column on phones, two on tablets), so nothing scrolls sideways and no button
 * is cut off.
 */
export function ResponsiveTable<T>({ label, rows, columns, getRowId }: ResponsiveTableProps<T>) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  return wide ? <WideTable label={label} rows={rows} columns={columns} getRowId={getRowId} /> : <RowCards label={label} rows={rows} columns={columns} getRowId={getRowId} />;
}

function WideTable<T>({ label, rows, columns, getRowId }: ResponsiveTableProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Cells a little narrower than MUI's default, so a dashboard's seven or eight columns fit beside its menu. */}
      <Table aria-label={label} sx={{ minWidth: 720, '& .MuiTableCell-root': { px: 1.5 }, '& .MuiTableCell-root:first-of-type': { pl: 2 }, '& .MuiTableCell-root:last-of-type': { pr: 2 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align} sx={{ minWidth: column.minWidth }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.render(row) ?? <Typography color="text.secondary">—</Typography>}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowCards<T>({ label, rows, columns, getRowId }: ResponsiveTableProps<T>) {
  const primary = columns.filter((column) => column.primary);
  const corner = columns.filter((column) => column.corner);
  const fields = columns.filter((column) => !column.primary && !column.action && !column.corner);
  const actions = columns.filter((column) => column.action && !column.corner);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1.5 }}
    >
      {rows.map((row) => {
        const buttons = actions.map((column) => ({ key: column.key, node: column.render(row) })).filter((button) => button.node != null);
        return (
          <Paper component="li" key={getRowId(row)} variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {primary.map((column) => (
                  <Box key={column.key}>{column.render(row)}</Box>
                ))}
              </Box>
              {corner.map((column) => (
                <Box key={column.key} sx={{ mt: -0.5, mr: -1 }}>
                  {column.render(row)}
                </Box>
              ))}
            </Box>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)', columnGap: 2, rowGap: 1, m: 0, alignItems: 'center' }}>
              {fields.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.header}
                  </Typography>
                  <Box component="dd" sx={{ m: 0, minWidth: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>
                    {column.render(row) ?? <Typography color="text.secondary">—</Typography>}
                  </Box>
                </Box>
              ))}
            </Box>
            {buttons.length > 0 ? (
              // Pushed to the bottom, so the button rows of cards side by side line up.
              <Box sx={{ mt: 'auto', pt: 2 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
                  {buttons.map((button) => (
                    <Box key={button.key}>{button.node}</Box>
                  ))}
                </Box>
              </Box>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}

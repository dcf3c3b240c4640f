import { useEffect, useRef } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { MessageView } from '@contract/conversations';
import { THREAD_POLL_SECONDS } from '@contract/constants';
import { api, type Page } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';

const messagesPath = (id: string) => `/conversations/${encodeURIComponent(id)}/messages`;

export const messagesQueryKey = (id: string) => [...queryKeys.conversations, 'messages', id] as const;

/** GET /api/conversations/:id/messages?cursor=: a thread's history, newest first, a page at a time. */
export function messagesQueryOptions(id: string) {
  return pagedQueryOptions(messagesQueryKey(id), (cursor, signal) =>
    api.getPage<MessageView>(messagesPath(id), { params: { cursor: cursor ?? undefined }, auth: true, signal }),
  );
}

type Thread = InfiniteData<Page<MessageView>, string | null>;

/** The newest message's sortKey the thread holds, or undefined before the first. */
export function newestKey(data: Thread | undefined): string | undefined {
  return data?.pages[0]?.items[0]?.sortKey;
}

/**
 * Puts messages (a poll's, or one just sent) at the top of the thread's first page, newest first,
 * each once: the poll and the send may both bring the same message.
 */
export function addToThread(queryClient: QueryClient, id: string, messages: MessageView[]) {
  if (messages.length === 0) return;
  queryClient.setQueryData<Thread>(messagesQueryKey(id), (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const known = new Set(data.pages.flatMap((page) => page.items.map((message) => message._id)));
    const fresh = messages.filter((message) => !known.has(message._id));
    if (fresh.length === 0) return data;
    const items = [...fresh, ...first.items].sort((a, b) => (a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0));
    return { ...data, pages: [{ ...first, items }, ...rest] };
  });
}

/**
 * An open thread: its history, and a poll every few seconds for what is newer than the newest
 * message held (`?since=`, one document read on the API when nothing changed). New messages join
 * the history; `onNew` hears of them (to mark them read).
 */
export function useThread(id: string, onNew?: (messages: MessageView[]) => void) {
  const queryClient = useQueryClient();
  const onNewRef = useRef(onNew);
  useEffect(() => {
    onNewRef.current = onNew;
  });
  const history = useInfiniteQuery({ ...messagesQueryOptions(id), staleTime: Infinity, refetchOnWindowFocus: false });
  useQuery({
    queryKey: [...messagesQueryKey(id), 'poll'],
    queryFn: async ({ signal }) => {
      const since = newestKey(queryClient.getQueryData<Thread>(messagesQueryKey(id)));
      const newer = await api.get<MessageView[]>(messagesPath(id), { params: { since }, auth: true, signal });
      addToThread(queryClient, id, newer);
      if (newer.length > 0) onNewRef.current?.(newer);
      return newer.length;
    },
    enabled: history.isSuccess,
    refetchInterval: THREAD_POLL_SECONDS * 1000,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  return history;
}

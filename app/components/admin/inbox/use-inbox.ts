import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MessageStatus } from "../../../../shared/message-kinds.ts";
import { type EntryKind, inboxApi, inboxKeys, type MessageQuery } from "./inbox-api.ts";

/** The unread count and groups, shared by the sidebar, the dashboard and the inbox. */
export const useInboxSummary = (enabled = true) =>
  useQuery({
    queryKey: inboxKeys.summary,
    queryFn: ({ signal }) => inboxApi.summary(signal),
    enabled,
    refetchInterval: 60_000,
  });

export const useMessages = (query: MessageQuery) =>
  useQuery({
    queryKey: inboxKeys.list(query),
    queryFn: ({ signal }) => inboxApi.list(query, signal),
    placeholderData: (previous) => previous,
  });

export const useMessage = (id: number | null) =>
  useQuery({
    queryKey: inboxKeys.message(id ?? 0),
    queryFn: ({ signal }) => inboxApi.get(id ?? 0, signal),
    enabled: id !== null,
  });

export const useMailStatus = () =>
  useQuery({ queryKey: inboxKeys.mail, queryFn: ({ signal }) => inboxApi.mailStatus(signal) });

/** Moving or deleting a message refreshes every list, count and the message itself. */
export function useMessageActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: inboxKeys.all });
  const move = useMutation({
    mutationFn: ({ id, status }: { id: number; status: MessageStatus }) => inboxApi.move(id, status),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => inboxApi.remove(id),
    // The lists and counts change; the deleted message itself is not fetched again (it would be a 404).
    onSuccess: () =>
      client.invalidateQueries({ queryKey: inboxKeys.all, predicate: (query) => query.queryKey[2] !== "message" }),
  });
  return { move, remove };
}

/** A message's replies or notes, and adding one (the list refreshes once the server stored it). */
export function useEntries(id: number, kind: EntryKind) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: inboxKeys.entries(id, kind),
    queryFn: ({ signal }) => inboxApi.entries(id, kind, signal),
  });
  const add = useMutation({
    mutationFn: (body: string) => inboxApi.addEntry(id, kind, body),
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.entries(id, kind) }),
  });
  return { list, add };
}

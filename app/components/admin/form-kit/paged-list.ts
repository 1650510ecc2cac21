import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { apiFetch } from "../../../lib/api-client.ts";
import { type ListPage, listPath } from "../content/collection-api.ts";
import { type ListFilter, NO_FILTER } from "./list-controls.tsx";

export const PAGE_SIZE = 20;

/** One server-side page of a staff list, with its search, status filter and offset. */
export function usePagedList<T>(key: QueryKey, path: string) {
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const [offset, setOffset] = useState(0);
  const params = { ...filter, limit: PAGE_SIZE, offset };
  const list = useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => apiFetch<ListPage<T>>(listPath(path, params), { signal }),
    placeholderData: keepPreviousData,
  });
  const changeFilter = useCallback((next: ListFilter) => {
    setFilter(next);
    setOffset(0);
  }, []);
  return { list, filter, changeFilter, offset, setOffset };
}

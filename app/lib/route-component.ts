import { type ComponentType, memo } from "react";

type Params = Readonly<Record<string, string | undefined>>;
type RouteProps = { params?: Params; loaderData?: unknown; actionData?: unknown };

function sameParams(a: Params = {}, b: Params = {}): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * A route's component that a router update leaving its data as it was does not
 * re-render: the routes found for the page's links after it starts, a fetcher
 * elsewhere (docs/decisions/0096-start-without-waiting.md). React Router hands a
 * route its props anew on every update, `params` as a new object, so plain
 * `memo` would not hold: the data and the matches are compared as they are,
 * the parameters by their values.
 */
export function routeComponent<P extends RouteProps>(component: ComponentType<P>) {
  return memo(component, sameRouteProps);
}

/** Whether a route's props are the same: the same data and matches, parameters of the same values. */
export function sameRouteProps<P extends RouteProps>(before: P, after: P): boolean {
  const keys = Object.keys(after) as Array<keyof P>;
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => (key === "params" ? sameParams(before.params, after.params) : before[key] === after[key]))
  );
}

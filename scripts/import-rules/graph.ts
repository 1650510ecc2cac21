import type { ImportRef, Violation } from "./rules.ts";

/**
 * Rules over the whole import graph, not one import at a time:
 * - no runtime import cycle: modules that import each other's values start in an
 *   order that depends on who is loaded first (type-only imports are erased, so
 *   they may loop; a lazy `import()` runs after both modules started, so it may too);
 * - page copy and components meet only in routes, also through other modules: a
 *   component reaching page copy (or page copy reaching a component) through a
 *   helper or a re-export in `app/lib` breaks the rule as a direct import would;
 * - a module of `app/` that is not `*.server.ts` never reaches `server/` or a
 *   `*.server.ts` module, directly or through helpers: it would be bundled for
 *   the browser. Route modules (`app/routes/`, `app/root.tsx`) are the exception:
 *   the bundler splits their loaders and actions, with what only those import,
 *   off the browser's bundle; `app/routes.ts` is the route table, read at build.
 */
type Graph = Map<string, ImportRef[]>;

const under = (file: string, dir: string) => file.startsWith(`${dir}/`);
const isServerModule = (file: string) => /\.server\.tsx?$/.test(file);
const isComponent = (file: string) => under(file, "app/components");
const isCopy = (file: string) => under(file, "app/content");
const isRouteModule = (file: string) =>
  under(file, "app/routes") || file === "app/root.tsx" || file === "app/routes.ts";
/** Modules that may end up in the browser's bundle: every module of `app/` but the route modules and `*.server.ts`. */
const isBrowserModule = (file: string) => under(file, "app") && !isServerModule(file) && !isRouteModule(file);

/** Runtime edges between the checked files (type-only imports and unknown targets left out). */
function runtimeGraph(refs: ImportRef[], files: Set<string>, withLazy: boolean): Graph {
  const graph: Graph = new Map();
  for (const ref of refs) {
    if (ref.typeOnly || (ref.lazy && !withLazy) || !files.has(ref.to)) continue;
    graph.set(ref.from, [...(graph.get(ref.from) ?? []), ref]);
  }
  return graph;
}

const chainText = (chain: ImportRef[]) => [chain[0]!.from, ...chain.map((ref) => ref.to)].join(" -> ");

/** Each runtime cycle once (by strongly connected component), as the shortest loop through its first file. */
export function cycles(refs: ImportRef[], files: Set<string>): Violation[] {
  const graph = runtimeGraph(refs, files, false);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const { to } of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).some((ref) => ref.to === node);
    if (component.length > 1 || selfLoop) components.push(component.sort());
  };
  for (const file of [...files].sort()) if (!index.has(file)) visit(file);
  return components.map((component) => {
    const members = new Set(component);
    const start = component[0]!;
    const loop = shortestChain(
      graph,
      start,
      (file) => file === start,
      (file) => members.has(file),
    )!;
    return { ...loop[0]!, rule: `runtime import cycle: ${chainText(loop)}` };
  });
}

/** Breadth-first: the shortest chain of edges from `start` to a file matching `target`, passing only through `via`. */
function shortestChain(
  graph: Graph,
  start: string,
  target: (file: string) => boolean,
  via: (file: string) => boolean,
): ImportRef[] | null {
  const queue: ImportRef[][] = (graph.get(start) ?? []).map((ref) => [ref]);
  const seen = new Set<string>([start]);
  while (queue.length) {
    const chain = queue.shift()!;
    const last = chain.at(-1)!.to;
    if (target(last)) return chain;
    if (seen.has(last) || !via(last)) continue;
    seen.add(last);
    for (const ref of graph.get(last) ?? []) queue.push([...chain, ref]);
  }
  return null;
}

type Reach = { from: (file: string) => boolean; to: (file: string) => boolean; rule: string; direct: boolean };

const REACH: Reach[] = [
  // Direct imports between components and page copy are reported by ruleBroken.
  {
    from: isComponent,
    to: isCopy,
    direct: false,
    rule: "components take page copy as props, also through other modules",
  },
  {
    from: isCopy,
    to: isComponent,
    direct: false,
    rule: "page copy reaches no component value, also through other modules",
  },
  {
    from: isBrowserModule,
    to: (file) => under(file, "server") || isServerModule(file),
    direct: true,
    rule: "a module of app/ that is not *.server.ts (routes aside) never imports server/ or a *.server.ts module",
  },
];

/**
 * The reach rules. The chain stops at a file that is itself checked by the same
 * rule (another component, say), so each break is reported once, where it starts.
 */
export function reachViolations(refs: ImportRef[], files: Set<string>): Violation[] {
  const graph = runtimeGraph(refs, files, true);
  const found: Violation[] = [];
  for (const { from, to, rule, direct } of REACH) {
    for (const file of [...files].sort()) {
      if (!from(file)) continue;
      const chain = shortestChain(graph, file, to, (via) => !from(via) && !to(via));
      if (chain && (direct || chain.length > 1)) found.push({ ...chain[0]!, rule: `${rule}: ${chainText(chain)}` });
    }
  }
  return found;
}

/**
 * Word-by-word differences between two texts, for the admin's history and
 * edit-conflict comparisons (docs/product.md, "Revisions and edit conflicts"). Each word is compared with the spaces
 * after it but matched on the word alone, so a change of spacing is no change
 * and a replaced phrase reads as one removal then one addition. Alignment is the
 * longest common subsequence after trimming what both texts share at their start
 * and end; changes too long to align (more than MAX_CELLS word pairs) are shown
 * as one removal and one addition.
 */
export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

export const MAX_CELLS = 4_000_000;

type Token = { word: string; text: string };

/** Words with the spaces that follow them (spaces before the first word are a token of their own). */
function tokens(text: string): Token[] {
  return (text.match(/^\s+|[^\s]+\s*/g) ?? []).map((t) => ({ word: t.trim(), text: t }));
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Removals and additions between two sames go out as all removals, then all additions. */
function pushChange(parts: DiffPart[], removed: string, added: string): void {
  push(parts, "removed", removed);
  push(parts, "added", added);
}

/** The middle of two token lists aligned by a table of common-subsequence lengths. */
function align(a: Token[], b: Token[], parts: DiffPart[]): void {
  const joined = (list: Token[]) => list.map((t) => t.text).join("");
  if (a.length * b.length > MAX_CELLS) {
    pushChange(parts, joined(a), joined(b));
    return;
  }
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i]!.word === b[j]!.word
          ? lengths[(i + 1) * width + j + 1]! + 1
          : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  let removed = "";
  let added = "";
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i]!.word === b[j]!.word) {
      pushChange(parts, removed, added);
      removed = "";
      added = "";
      push(parts, "same", b[j]!.text);
      i++;
      j++;
    } else if (j >= b.length || (i < a.length && lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!))
      removed += a[i++]!.text;
    else added += b[j++]!.text;
  }
  pushChange(parts, removed, added);
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const same = (x: Token | undefined, y: Token | undefined) => x !== undefined && y !== undefined && x.word === y.word;
  let start = 0;
  while (start < a.length && start < b.length && same(a[start], b[start])) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && same(a[a.length - 1 - end], b[b.length - 1 - end])) end++;
  const parts: DiffPart[] = [];
  push(
    parts,
    "same",
    b
      .slice(0, start)
      .map((t) => t.text)
      .join(""),
  );
  align(a.slice(start, a.length - end), b.slice(start, b.length - end), parts);
  push(
    parts,
    "same",
    b
      .slice(b.length - end)
      .map((t) => t.text)
      .join(""),
  );
  return parts;
}

/** Whether a comparison found any word added or removed. */
export const hasChanges = (parts: readonly DiffPart[]) => parts.some((p) => p.kind !== "same");

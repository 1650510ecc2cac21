import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

/**
 * `npm run check` runs this: every word a visitor or a staff member sees or hears
 * comes from the copy of the page's language (app/content and app/content/sw), so a
 * component or a route that writes a word into JSX text or into an `aria-label`,
 * `alt`, `title` or `placeholder` fails here. Symbols and proper names on the short
 * allow-list below pass. `node scripts/check-literals.ts <dir>` checks another tree
 * (the fixtures in scripts/fixtures/literals do).
 */
const ROOTS = ["app"];
const SPOKEN_ATTRIBUTES = new Set([
  "aria-label",
  "alt",
  "title",
  "placeholder",
  "aria-description",
  "aria-placeholder",
]);

/** Proper names and codes that read the same in both languages. */
export const ALLOWED = new Set([
  "Uraia",
  "M-Pesa",
  "Lipa na M-Pesa",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "YouTube",
  "LinkedIn",
  "X",
  "RSS",
  "PDF",
  "Paybill",
  "KES",
  "SMS",
  "EN",
  "SW",
  "English",
  "Kiswahili",
  "KSh",
  "EAT",
]);

export type Literal = { file: string; line: number; text: string; where: string };

/**
 * A literal is a word when it holds two letters in a row: symbols, digits, single
 * marks, the allow-list and dotted codes (an audit action such as "news.update") pass.
 */
const isWord = (text: string) => {
  const bare = text.trim().replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, "");
  return /\p{L}\p{L}/u.test(text) && !ALLOWED.has(bare) && !/^[a-z_]+(\.[a-z_]+)+$/.test(bare);
};

function walk(root: string, dir: string, out: string[]) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules" || entry.name === "+types") continue;
    const child = path.posix.join(dir, entry.name);
    if (child === "app/content") continue;
    if (entry.isDirectory()) walk(root, child, out);
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) out.push(child);
  }
}

type Node = { type: string; loc?: { start: { line: number } } | null; [key: string]: unknown };
type Piece = { node: Node; text: string };

/**
 * The pieces both readers below take alike: a string, a template's text (and what it holds), and the
 * two sides of `+`. Answers whether `node` was one of those; `more` reads what they hold.
 */
function stringPieces(node: Node, out: Piece[], more: (node: Node, out: Piece[]) => void): boolean {
  switch (node.type) {
    case "StringLiteral":
      out.push({ node, text: node.value as string });
      return true;
    case "TemplateLiteral":
      for (const quasi of node.quasis as Node[])
        out.push({ node: quasi, text: (quasi.value as { cooked: string }).cooked });
      for (const expression of node.expressions as Node[]) more(expression, out);
      return true;
    case "BinaryExpression":
      if (node.operator === "+") {
        more(node.left as Node, out);
        more(node.right as Node, out);
      }
      return true;
  }
  return false;
}

/** The string pieces an expression shows: literals and template text, not comparisons, keys or calls' arguments. */
function shownStrings(node: Node | null | undefined, out: Piece[]) {
  if (!node || stringPieces(node, out, shownStrings)) return;
  switch (node.type) {
    case "ConditionalExpression":
      shownStrings(node.consequent as Node, out);
      shownStrings(node.alternate as Node, out);
      return;
    case "LogicalExpression":
      if (node.operator !== "&&") shownStrings(node.left as Node, out);
      shownStrings(node.right as Node, out);
      return;
  }
}

/** Props that carry classes, addresses, keys and codes, never words. */
const TECHNICAL_PROPS =
  /^(className|class|href|to|id|key|type|name|role|method|action|rel|target|src|srcSet|sizes|style|htmlFor|autoComplete|inputMode|pattern|d|viewBox|fill|stroke|lang|dir|icon|tone|variant|size|as|form|encType|accept|mode|value|defaultValue|data-.*|aria-(?!label|description|placeholder).*|on[A-Z].*|loading|decoding|fetchPriority|prefetch|media|property|content|charSet|httpEquiv|integrity|crossOrigin|nonce|download|tabIndex|hidden|section|page|path|field|kind|layout|align|columns|width|height|strokeWidth|strokeLinecap|strokeLinejoin|xmlns|preserveAspectRatio|focusable|points|cx|cy|r|x|y|transform|accessKey|spellCheck|enterKeyHint|capture|list|step|min|max|minLength|maxLength|rows|cols|wrap|sandbox|allow|referrerPolicy|reloadDocument|preventScrollReset|replace|state|navigate|fetcherKey|end|caseSensitive|discover|viewTransition|headingLevel|level|locale|language|format|testId|hotkey|dangerouslySetInnerHTML)$/;

/** In other props only a phrase or a capitalised word reads as prose ("tint", "users", "news.update" do not). */
const looksLikeProse = (text: string) =>
  !/^(\/|https?:|mailto:|tel:|#)/.test(text.trim()) &&
  (/\p{L}{2,}[^\S\n]+\p{L}{2,}/u.test(text) || /(^|\s)\p{Lu}\p{Ll}+/u.test(text));

/** Every string a prop's expression holds, also inside callbacks, objects and arrays (not keys or comparisons). */
function propStrings(node: Node | null | undefined, out: Piece[]) {
  if (!node || typeof node !== "object" || stringPieces(node, out, propStrings)) return;
  switch (node.type) {
    case "ObjectProperty":
      if (!TECHNICAL_PROPS.test(((node.key as Node).name as string) ?? "")) propStrings(node.value as Node, out);
      return;
    case "MemberExpression":
    case "OptionalMemberExpression":
    case "TSTypeAnnotation":
    case "TSAsExpression":
    case "JSXElement":
    case "JSXFragment":
      return;
  }
  for (const key of Object.keys(node)) {
    if (key === "loc" || key === "leadingComments" || key === "trailingComments" || key === "key") continue;
    const child = node[key];
    if (Array.isArray(child)) for (const item of child) propStrings(item as Node, out);
    else if (child && typeof child === "object" && "type" in child) propStrings(child as Node, out);
  }
}

/** The literals one source file shows to people. */
export function literalsIn(file: string, source: string): Literal[] {
  const ast = parse(source, { sourceType: "module", plugins: ["jsx", "typescript"] }) as unknown as Node;
  const found: Literal[] = [];
  const report = ({ node, text }: Piece, where: string) => {
    if (!isWord(text)) return;
    found.push({ file, line: node.loc?.start.line ?? 0, text: text.trim().replace(/\s+/g, " "), where });
  };
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === "JSXText") report({ node, text: node.value as string }, "text");
    else if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute") {
      const pieces: Piece[] = [];
      shownStrings(node.expression as Node, pieces);
      for (const piece of pieces) report(piece, "text");
    } else if (node.type === "JSXAttribute") {
      const name = (node.name as Node).name as string;
      const value = node.value as Node | null;
      if (!SPOKEN_ATTRIBUTES.has(name) && value && !TECHNICAL_PROPS.test(name)) {
        const pieces: Piece[] = [];
        if (value.type === "StringLiteral") pieces.push({ node: value, text: value.value as string });
        else if (value.type === "JSXExpressionContainer") propStrings(value.expression as Node, pieces);
        for (const piece of pieces) if (looksLikeProse(piece.text)) report(piece, `prop ${name}`);
      } else if (SPOKEN_ATTRIBUTES.has(name) && value) {
        const pieces: Piece[] = [];
        if (value.type === "StringLiteral") pieces.push({ node: value, text: value.value as string });
        else if (value.type === "JSXExpressionContainer") shownStrings(value.expression as Node, pieces);
        for (const piece of pieces) report(piece, name);
      }
    }
    for (const key of Object.keys(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
      const child = node[key];
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof item === "object" && "type" in item) visit(item as Node, node);
      } else if (child && typeof child === "object" && "type" in child) visit(child as Node, node);
    }
  };
  visit(ast, null);
  return found;
}

/** The files checked below `root` (paths relative to it) and the literals they show. */
export function checkTree(root: string): { files: number; found: Literal[] } {
  const files: string[] = [];
  for (const dir of ROOTS) walk(root, dir, files);
  const found = files.flatMap((file) => literalsIn(file, fs.readFileSync(path.join(root, file), "utf8")));
  return { files: files.length, found };
}

export const describeLiteral = (l: Literal) =>
  `${l.file}:${l.line}: ${l.where === "text" ? "JSX text" : l.where} "${l.text}" is not from the copy (app/content)`;

if (import.meta.main) {
  const { files, found } = checkTree(process.argv[2] ?? ".");
  for (const l of found) console.error(describeLiteral(l));
  if (found.length) process.exit(1);
  console.log(`literals: ${files} files take every visible word from the copy`);
}

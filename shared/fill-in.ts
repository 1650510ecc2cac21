/**
 * `{name}` placeholders in copy filled with values: copy chosen on the server
 * travels to the page as data (decision 0066), so it holds templates, not functions.
 */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

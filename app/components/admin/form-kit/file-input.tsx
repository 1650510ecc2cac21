import type { ComponentProps } from "react";

/** The file picker of the upload fields: one file, styled as a button beside its name. */
export function FileInput(props: Omit<ComponentProps<"input">, "type" | "className">) {
  return (
    <input
      type="file"
      className="block w-full max-w-sm text-sm file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
      {...props}
    />
  );
}

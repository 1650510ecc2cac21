/** The reader's "Loading PDF..." state, also shown while the reader's own code arrives. */
export function ReaderSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-white">
      <span className="size-10 animate-spin rounded-full border-4 border-white/25 border-t-gold-300" />
      <span>{label}</span>
    </div>
  );
}

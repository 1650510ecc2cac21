/** The bar and percentage of one running upload (progress 0..1), announced politely. */
export function UploadProgress({
  progress,
  label,
  uploading,
}: {
  progress: number | null;
  label: string;
  uploading: string;
}) {
  if (progress === null) return null;
  return (
    <div className="flex items-center gap-3 text-sm">
      <progress className="h-2 w-full max-w-sm accent-brand-700" aria-label={label} max={1} value={progress} />
      <span aria-live="polite">
        {uploading} {Math.round(progress * 100)}%
      </span>
    </div>
  );
}

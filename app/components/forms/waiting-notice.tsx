/** A form sent without a connection, kept on the device until the network is back (docs/product.md, "Reading offline"). */
export function WaitingNotice({ copy }: { copy: { title: string; body: string } }) {
  return (
    <div role="status" className="rounded-card border border-gold-400 bg-gold-100 px-4 py-3 text-[#5a3e00]">
      <p className="font-semibold">{copy.title}</p>
      <p className="mt-1 text-sm">{copy.body}</p>
    </div>
  );
}

/** "Asante to …": the names donors chose, with their consent, to be thanked by. */
export function ThankedDonors({ names, intro, thanksTo }: { names: string[]; intro: string; thanksTo: string }) {
  return (
    <div>
      <p className="text-muted">{intro}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {/* Two donors may choose the same name: the place in the list tells them apart. */}
        {names.map((name, i) => (
          <li key={i} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
            {thanksTo} {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

const ksh = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Amounts in Kenyan shillings with thousands separators: 2500 → "KSh 2,500". */
export function formatKsh(amount: number): string {
  return `KSh ${ksh.format(amount)}`;
}

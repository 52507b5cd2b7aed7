// Short labels for the sales rows' period ids: "2026-03" → "Mar 26", "2026-W09" → "W09 '26", "2026" as is.
// Three letters for every month (en-IN's short September is "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function periodLabel(id: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(id);
  if (month) return `${MONTHS[Number(month[2]) - 1] ?? month[2]} ${month[1]!.slice(2)}`;
  const week = /^(\d{4})-W(\d{2})$/.exec(id);
  if (week) return `W${week[2]} '${week[1]!.slice(2)}`;
  return id;
}

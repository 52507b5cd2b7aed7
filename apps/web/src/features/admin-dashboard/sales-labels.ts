// Short labels for the sales rows' period ids: "2026-03" → "Mar 26", "2026-W09" → "W09 '26", "2026" as is.
const monthFormat = new Intl.DateTimeFormat('en-IN', { month: 'short', year: '2-digit', timeZone: 'UTC' });

export function periodLabel(id: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(id);
  if (month) return monthFormat.format(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)));
  const week = /^(\d{4})-W(\d{2})$/.exec(id);
  if (week) return `W${week[2]} '${week[1]!.slice(2)}`;
  return id;
}

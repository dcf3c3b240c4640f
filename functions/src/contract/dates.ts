/** The spec's display date: day.month.year without zero padding (e.g. 5.3.2026), in UTC. */
export function displayDate(at: Date): string {
  return `${at.getUTCDate()}.${at.getUTCMonth() + 1}.${at.getUTCFullYear()}`;
}

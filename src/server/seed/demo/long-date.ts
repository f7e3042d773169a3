const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day as English prose: '2008-07-18' → 'July 18, 2008'. */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

/**
 * Run as a worker by the entry (main.tsx). Chromium sets up its Intl data
 * (ICU: locales, time zones, number and plural rules) on a page's first Intl
 * call, which took 40-150 ms of main-thread time in our traces, then a few
 * more on first use of each kind. That set-up is shared by the page's
 * threads, so making the same kinds of calls here, while the app's code is
 * still downloading, leaves the main thread's first camp dates and prices
 * (sub-millisecond once warm) off the long tasks that delay the first screen.
 */
for (const locale of ['en-US', 'bn-BD']) {
  // The camp card's and the camp page's formats: date, time, zone name in the camp's zone.
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1);
  new Intl.PluralRules(locale).select(1);
  new Intl.Collator(locale).compare('a', 'b');
}
// The domain's time zone checks list every zone once.
Intl.supportedValuesOf('timeZone');
close();

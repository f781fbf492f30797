import { chromium } from 'playwright';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[360, 780], [1280, 800]]) {
  for (const lng of ['lo', 'th', 'cn', 'vn']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.addInitScript((l) => localStorage.setItem('dokkham.language', l), lng);
    await page.goto(base + '/');
    await page.waitForTimeout(600);
    if (lng === 'lo') await page.screenshot({ path: `/tmp/shot-landing-early-${w}.png` });
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-landing-${lng}-${w}.png` });
    const login = await page.request.post(base + '/api/v2/players/login', { data: { username: 'demo', password: 'demo1234' } });
    await page.goto(base + '/player/promotion/promo-daily-10');
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shot-promo-${lng}-${w}.png`, fullPage: true });
    await page.goto(base + '/player/deposit/history?from=2026-01-01');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot-hist-${lng}-${w}.png` });
    console.log(lng, w, login.status(), await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth));
    await ctx.close();
  }
}
await browser.close();

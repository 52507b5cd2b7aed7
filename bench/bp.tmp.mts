import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const r = await lighthouse(process.argv[2]!, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['best-practices','accessibility','seo'] });
chrome.kill();
for (const cat of Object.values(r!.lhr.categories)) for (const ref of cat.auditRefs) { const a = r!.lhr.audits[ref.id]; if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(cat.id, ref.id, a.score, JSON.stringify((a.details as any)?.items?.slice(0,3) ?? '').slice(0, 600)); }

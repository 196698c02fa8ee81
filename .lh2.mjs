import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
const r = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error' });
const a = r.lhr.audits;
console.log('perf', r.lhr.categories.performance.score, 'CLS', a['cumulative-layout-shift'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue);
console.log('shifts:', JSON.stringify((a['layout-shifts']?.details?.items ?? []).map(i => [i.node?.snippet?.slice(0,80), i.score])));
console.log('long tasks:', JSON.stringify((a['long-tasks']?.details?.items ?? []).map(i => [i.url?.slice(-30), Math.round(i.duration), Math.round(i.startTime)])));
await chrome.kill();

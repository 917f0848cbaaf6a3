/**
 * What the browser bundle gets for "nprogress" (see plugins/client-aliases.ts): the three calls
 * Docusaurus's route progress bar makes (configure, start, done), with nprogress's markup, default
 * timing and steps, so the theme's stylesheet for it applies unchanged. No spinner: Docusaurus turns
 * it off.
 */
const SPEED = 200; // ms: nprogress's speed and trickle interval
const MINIMUM = 0.08;

let status: number | null = null;
let trickle: ReturnType<typeof setTimeout> | undefined;

/** The bar's container, added to the page the first time it is needed. */
function container(): HTMLElement {
  let progress = document.getElementById('nprogress');
  if (!progress) {
    document.documentElement.classList.add('nprogress-busy');
    progress = document.createElement('div');
    progress.id = 'nprogress';
    progress.innerHTML =
      '<div class="bar" role="bar" style="transform:translate3d(-100%,0,0)"><div class="peg"></div></div>';
    document.body.appendChild(progress);
  }
  return progress;
}

function set(value: number): void {
  const n = Math.min(Math.max(value, MINIMUM), 1);
  status = n === 1 ? null : n;
  const progress = container();
  const bar = progress.firstElementChild as HTMLElement;
  bar.style.transition = `all ${SPEED}ms ease`;
  bar.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
  if (n < 1) {
    progress.style.opacity = ''; // a start during the fade-out of the last bar
    return;
  }
  // Full: fade out, then go, unless a new route change has started meanwhile.
  setTimeout(() => {
    progress.style.transition = `all ${SPEED}ms linear`;
    progress.style.opacity = '0';
    setTimeout(() => {
      if (status !== null) return;
      progress.remove();
      document.documentElement.classList.remove('nprogress-busy');
    }, SPEED);
  }, SPEED);
}

/** nprogress's steps: big at first, smaller as the bar fills, never quite full. */
function increment(n: number, amount?: number): void {
  const step = amount ?? (n < 0.2 ? 0.1 : n < 0.5 ? 0.04 : n < 0.8 ? 0.02 : n < 0.99 ? 0.005 : 0);
  set(Math.min(n + step, 0.994));
}

function start(): void {
  if (status === null) set(0);
  clearTimeout(trickle);
  const work = () => {
    trickle = setTimeout(() => {
      if (status === null) return;
      increment(status);
      work();
    }, SPEED);
  };
  work();
}

function done(): void {
  if (status === null) return;
  clearTimeout(trickle);
  increment(status, 0.3 + 0.5 * Math.random());
  set(1);
}

// Docusaurus only turns the spinner off, and this bar has none.
function configure(): void {}

export default {configure, start, done};

let scrollLocks = 0;
let unlockScroll = () => {};

/** Keeps the page still behind the dialog, without the layout shifting where the scrollbar was. */
export function lockScroll(): () => void {
  if (scrollLocks++ === 0) {
    const { style } = document.body;
    const saved = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    const padding = Number.parseFloat(getComputedStyle(document.body).paddingRight) || 0;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${padding + scrollbar}px`;
    unlockScroll = () => Object.assign(style, saved);
  }
  return () => {
    if (--scrollLocks === 0) unlockScroll();
  };
}

let holders = 0;

/**
 * Blocks page scrolling until the returned function is called. Counted, so two open modals
 * (an OTP modal over a PIN modal) keep the page locked until both have closed.
 */
export function lockScroll(): () => void {
  holders += 1;
  document.body.classList.add('scroll-locked');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) document.body.classList.remove('scroll-locked');
  };
}

/** Within a pixel counts as the edge: zoomed pages scroll by fractions and may stop just short. */
const SLACK = 1;

/** Whether a horizontally scrolling box hides content before or after what it shows. */
export function hiddenSides(box: { scrollLeft: number; scrollWidth: number; clientWidth: number }) {
  return {
    hasMoreBefore: box.scrollLeft > SLACK,
    hasMoreAfter: box.scrollLeft + box.clientWidth < box.scrollWidth - SLACK,
  };
}

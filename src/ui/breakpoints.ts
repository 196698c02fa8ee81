/** The phone's width (ui/frame.css, below the spec's `sm`, 600 px): the bottom bar, the sheets, 44 px targets. */
export const PHONE_QUERY = '(max-width: 599.98px)';

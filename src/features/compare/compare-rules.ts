/** Spec §4 leaves the size open: four products fit side by side on a tablet. */
export const COMPARE_MAX_ITEMS = 4;

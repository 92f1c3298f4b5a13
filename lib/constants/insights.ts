/** Weekly insights: thresholds of the trend, the goal and the recommendations, and how far `?week=` reaches. */

/** Completion rate (%) from which the trend reads improving, else from which it reads stable. */
export const INSIGHTS_TREND = { improving: 70, stable: 40 } as const;
export const INSIGHTS_GOAL = { excellent: 80, good: 60 } as const;
/** Under `focus` % completed: focus advice; under `pace` %: pace advice; else praise. */
export const INSIGHTS_RECOMMENDATION = { focus: 50, pace: 80 } as const;
/** `/insights?week=` reaches this many weeks back or ahead of the current one. */
export const INSIGHTS_MAX_WEEK_OFFSET = 52;

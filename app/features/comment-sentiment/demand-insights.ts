// Which of a summary's insights carry Audience Demand (Pro and up): the ones written from viewers'
// requests and questions ("3 viewers asked for a part 2", "4 questions are about..."). They are
// left out with the requests themselves for a viewer without the plan.
const DEMAND_INSIGHT = /\basked (for|questions)\b|\bquestions? (is|are) about\b/;

export const withoutDemandInsights = (insights: string[]) => insights.filter((text) => !DEMAND_INSIGHT.test(text));

// The five suggested questions on the Ask Vidwise page (plain module: the client imports it).
export const SUGGESTED_QUESTIONS = [
  "What should my next video be?",
  "Why did my last video under-perform?",
  "When should I upload?",
  "What do my viewers ask for?",
  "How can I raise my RPM?",
] as const;

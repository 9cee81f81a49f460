// The one home of the statistics the engines share (see each file's header for its method and
// accuracy). Import from "~/lib/stats"; no feature keeps its own copy of a median or a CDF.
export * from "./descriptive";
export * from "./normal";
export * from "./gamma";
export * from "./beta";
export * from "./chi-square";
export * from "./student-t";
export * from "./linear-algebra";
export * from "./growth-curve";

// The team's public browser-safe entry: its words and the members card.
export { ROLE_WORDS, TEAM_MESSAGES } from "./messages";
export { MembersCard, type ChannelChoice, WorkspaceSwitcher } from "./components/members-card";

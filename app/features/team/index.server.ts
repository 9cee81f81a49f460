// The team's public entry for server code (platform tier): members, roles and invitations of a
// workspace. The role policy itself is shared code (app/lib/auth/roles.ts).
export {
  INVITE_TTL_MS,
  acceptInvitation,
  changeMemberRole,
  forgetChannelOfMembers,
  invitationState,
  inviteMember,
  membersOf,
  membershipsOf,
  pruneInvitations,
  recordActivity,
  recordYouTubeWrite,
  anonymiseActor,
  DELETED_ACTOR,
  type WorkspaceActivity,
  removeMember,
  revokeInvitation,
  switchWorkspace,
  teamAction,
  teamView,
  teamNameOf,
  workspaceSummary,
  type InvitationState,
  type WorkspaceSummary,
} from "./team.server";
export { acceptInvitationSchema, inviteBodySchema, isTeamIntent, TEAM_FORM_LISTS, teamFormSchema } from "./schema";
export type { Member, Membership, TeamView } from "./types";

// The team's words (members, roles, invitations, the workspace's name). Plain strings: pages and /api share them.

export const TEAM_MESSAGES = {
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for 7 days.`,
  inviteSelf: "You are already in this workspace.",
  alreadyMember: "That address is already a member of this workspace: change their role instead.",
  invalidRole: "Choose a role: manager or viewer.",
  noMember: "That person is not a member of this workspace.",
  noInvitation: "That invitation is not pending any more.",
  ownerStays: "The owner's role cannot be changed or removed.",
  roleChanged: (email: string, role: string) => `${email} is now a ${role}.`,
  removed: (email: string) => `${email} no longer has access to this workspace.`,
  revoked: (email: string) => `The invitation to ${email} is withdrawn.`,
  switched: "You are now working in that workspace.",
  notYourWorkspace: "You are not a member of that workspace.",
  invitationUnknown: "This invitation link is not valid. Ask the person who invited you to send a new one.",
  invitationUsed: "This invitation has already been accepted. Each link works once.",
  invitationExpired:
    "This invitation has expired (links last 7 days). Ask the person who invited you to send a new one.",
  wrongAccount: (email: string) =>
    `This invitation was sent to ${email}, not to the address you are signed in with. Sign in as ${email} to accept it.`,
  ownInvitation: "You own this workspace already.",
  accepted: "Invitation accepted: you are now working in this workspace.",
  demoCannot: "Demo accounts cannot invite members or accept invitations. Create an account first.",
  unknownAction: "Unknown action.",
  tooManyMails: "That address has had 3 invitations from this workspace in the last hour. Please try again later.",
  tooManyPending: (max: number) => `This workspace has ${max} invitations waiting: withdraw some first.`,
  tooManyWorkspaceMails: (max: number) =>
    `This workspace has sent ${max} invitations in the last hour, withdrawn ones included. Please try again later.`,
  confirmBeforeAccepting:
    "Confirm your email address before accepting: follow the link we mailed you when you signed up (or send a new one from Account Settings), then accept here.",
  channelAccess: "Choose every channel or some channels.",
  nameRequired: "Enter a name for the workspace.",
  nameTooLong: (max: number) => `Keep the workspace's name to ${max} characters.`,
  namePlain: "Use plain text for the workspace's name: no line breaks, direction marks or angle brackets.",
  renamed: (name: string) => `The workspace is now called ${name}.`,
  noChannelChosen: "Tick at least one channel, or choose every channel.",
  notOurChannel: "That channel is not in this workspace.",
  channelsSet: (email: string, count: number | null) =>
    count === null ? `${email} sees every channel.` : `${email} sees ${count} channel${count === 1 ? "" : "s"}.`,
} as const;

/** The longest name a workspace may have. */
export const MAX_WORKSPACE_NAME = 60;

/** The words of a role, as a sentence reads it ("a viewer"). */
export const ROLE_WORDS = { owner: "owner", manager: "manager", viewer: "viewer" } as const;

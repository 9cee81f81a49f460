// The team's forms and /api body, one zod schema each (decision 014: one schema per form).
import { z } from "zod";
import { emailField, formText } from "~/lib/validation";
import { MAX_WORKSPACE_NAME, TEAM_MESSAGES } from "./messages";

/** The roles an invitation or a role change may give: the owner is the one who made the workspace. */
export const memberRole = z.enum(["manager", "viewer"], { error: TEAM_MESSAGES.invalidRole });

const id = z.string().trim().min(1).max(100);

/** POST /api/workspace/members: `{ email, role }`. */
export const inviteBodySchema = z.object({ email: emailField, role: memberRole });

/** A workspace's name: one plain line (control and direction characters are refused, not shown). */
const workspaceName = z
  .string()
  .trim()
  .min(1, { error: TEAM_MESSAGES.nameRequired })
  .max(MAX_WORKSPACE_NAME, { error: TEAM_MESSAGES.nameTooLong(MAX_WORKSPACE_NAME) })
  .refine((name) => !/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff<>]/.test(name), {
    error: TEAM_MESSAGES.namePlain,
  });

/** Account Settings' team forms and the workspace switcher, by `intent`. */
export const teamFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("team-invite"), email: formText(emailField), role: formText(memberRole) }),
  z.object({ intent: z.literal("team-role"), userId: formText(id), role: formText(memberRole) }),
  z.object({ intent: z.literal("team-remove"), userId: formText(id) }),
  z.object({ intent: z.literal("team-revoke"), invitationId: formText(id) }),
  z.object({ intent: z.literal("team-name"), name: formText(workspaceName) }),
  // `workspaceId`: the field name the switcher and scripts post, kept as it was; it names a team
  // channel (decision 015).
  z.object({ intent: z.literal("switch-workspace"), workspaceId: formText(id) }),
  // Which channels a member sees: every one, or those ticked (`channel`, read as a list).
  z.object({
    intent: z.literal("team-member-channels"),
    userId: formText(id),
    access: formText(z.enum(["all", "some"], { error: TEAM_MESSAGES.channelAccess })),
    channel: z.array(id).max(50).default([]),
  }),
]);

/** The team forms' fields sent as lists (parseForm's `lists`). */
export const TEAM_FORM_LISTS = ["channel"] as const;

export type TeamForm = z.output<typeof teamFormSchema>;

export const TEAM_INTENTS = [
  "team-invite",
  "team-role",
  "team-remove",
  "team-revoke",
  "team-name",
  "switch-workspace",
  "team-member-channels",
] as const;

export function isTeamIntent(intent: unknown): boolean {
  return (TEAM_INTENTS as readonly unknown[]).includes(intent);
}

/** The invitation page's accept form. */
export const acceptInvitationSchema = z.object({
  intent: formText(z.literal("accept-invitation")),
  token: formText(z.string().min(1).max(100)),
});

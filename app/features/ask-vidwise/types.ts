// The contract between the assistant's tools, its two answerers and the page/API that shows
// answers (docs/ask-vidwise.md). Tools compute from the workspace's data at the moment of asking;
// answerers only phrase what tools returned.
import type { FeatureKey } from "~/features/billing/index";
import type { Role } from "~/lib/auth/roles";
import type { Db } from "~/lib/db/client.server";
import type { ToolName } from "./tool-catalog";

/** Who is asking, about which workspace, and when. Every tool reads only this workspace. */
export type AskContext = {
  env: Env;
  db: Db;
  user: {
    id: string;
    /** The channel the tools read (a channel row of `teamId`, or the workspace itself). */
    teamChannelId: string;
    /**
     * The workspace acted in and the person's own: billing's viewerOf reads both to find whose
     * plan and allowance pay (the workspace's owner), as the pages do. Required, so no door can
     * leave them out and fall back to the person's own plan.
     */
    teamId: string;
    homeTeamId: string;
    /** The person's role there: a viewer runs no analysis (app/lib/auth/roles.ts). */
    role: Role;
    isDemo: boolean;
    timeZone: string | null;
    primaryTopic: string;
  };
  now: Date;
  /**
   * A connected application asks (MCP): its consent page promised it cannot use the free
   * analysis, so a metered tool refuses a free account there instead of spending it.
   */
  connectedApp?: boolean;
};

/** A figure an answer may quote: a number (or short text like a date or a title) from a tool result. */
export type Figure = string | number | null;

/** Where an answer's numbers came from: the tool, the page that shows them, the figures used. */
export type AnswerSource = { tool: string; href: string; figures: Record<string, Figure> };

/** A source as the chat shows it: its tool's title and its figures in words (source-labels.ts). */
export type SourceInWords = { tool: string; href: string; title: string; figures: string[] };

/** What one tool returned for this workspace now. */
export type ToolResult = {
  tool: string;
  /** The page that shows this result, e.g. "/comment-sentiment". */
  href: string;
  /** The numbers (and short facts) the tool computed; the only figures an answer may state. */
  figures: Record<string, Figure>;
  /** Plain-English lines built from those figures, for the answer (and for a model to read). */
  facts: string[];
  /** When the data to answer is missing: what to connect or import (and where). */
  missing?: string;
  /** The account's plan does not include the tool's feature: `missing` names the plan, no figures. */
  locked?: true;
};

/** One tool the assistant can call (the deterministic answerer and the model use the same list). */
export type AskTool = {
  name: ToolName;
  /**
   * The plan feature whose data the tool returns (billing/plans.ts), or null when every account
   * has it. Required, so no tool can leave it out: the tool runner checks it before every run.
   */
  feature: FeatureKey | null;
  /** For the model's tool list: what it answers. */
  description: string;
  /** JSON schema of its arguments (for Workers AI tool calling); {} when it takes none. */
  parameters: {
    type: "object";
    /** `enum`: the only values accepted (MCP clients are refused anything else, never rounded). */
    properties: Record<string, { type: string; description: string; enum?: readonly (string | number)[] }>;
    required?: string[];
  };
  run: (ctx: AskContext, args: Record<string, unknown>) => Promise<ToolResult>;
};

export type Answer = {
  content: string;
  sources: AnswerSource[];
  /** "deterministic" or the model id that wrote it. */
  answerer: string;
};

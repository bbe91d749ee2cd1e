/** Types of `scripts/cluster/reach.mjs`. */
import type { Cluster, ClusterNode } from '../cluster.d.mts';

export function whenEveryNodeSees(
  nodes: readonly ClusterNode[],
  seen: (node: ClusterNode) => Promise<boolean>,
  until: Promise<unknown>,
  timeoutMs?: number,
): Promise<(number | undefined)[]>;

/** mf-about's live version as one node serves it. */
export function aboutVersion(node: ClusterNode): Promise<string | undefined>;

export interface ReleaseReach {
  readonly before: string | undefined;
  readonly released: string | undefined;
  /** Whether registry.json was written. */
  readonly switched: boolean;
  /** Per node: ms from the registry's switch until it served another version (undefined: never). */
  readonly msAfterSwitch: readonly (number | undefined)[];
  /** Per node: the version it serves now. */
  readonly served: readonly (string | undefined)[];
}
/** Releases mf-about into the cluster's shared folder and times when each node serves it. */
export function releaseReach(cluster: Cluster): Promise<ReleaseReach>;

export function servedDescription(
  node: ClusterNode,
  code: string,
): Promise<{ detail: string | null; list: string | null }>;

export interface ImportReach {
  readonly code: string;
  /** Whether every node served the first import (and so had it cached) before the second. */
  readonly firstServed: boolean;
  /** The second import command's output. */
  readonly output: string;
  /** Per node: ms from the commit until it served the new description (undefined: not within 5 s). */
  readonly msAfterCommit: readonly (number | undefined)[];
}
/** Imports a security twice with the import command and times when each node serves the second. */
export function importReach(cluster: Cluster, options?: { waitMs?: number }): Promise<ImportReach>;

/** A second publisher made with the staff command on the cluster's database (for the two-person rule). */
export function secondPublisher(cluster: Cluster): Promise<{ email: string; password: string }>;

export interface PublishReach {
  /** Per round, per node: ms from the approval's answer until it served the item's data. */
  readonly msAfterApproval: readonly (readonly (number | undefined)[])[];
  /** Per round, per node: ms from the approval's answer until its search found the item (asked in turn). */
  readonly searchMsAfterApproval: readonly (readonly (number | undefined)[])[];
}
/** Publishes announcements through node 1 and times when every node serves and finds each one. */
export function publishReach(cluster: Cluster, options?: { rounds?: number }): Promise<PublishReach>;

export interface ScheduleReach {
  /** Whether every item was scheduled before its time (else the run says nothing about lateness). */
  readonly scheduledBeforeTime: boolean;
  /** Per item, per node but the first: ms after its time until it served its data (negative: early; undefined: never). */
  readonly lateMs: readonly (readonly (number | undefined)[])[];
  /** Per item, per node but the first: ms after its time until its search found it (asked in turn). */
  readonly searchLateMs: readonly (readonly (number | undefined)[])[];
}
/** Schedules announcements through node 1, kills node 1, and times when the others serve each one. */
export function scheduleReach(cluster: Cluster, options?: { items?: number; leadMs?: number }): Promise<ScheduleReach>;

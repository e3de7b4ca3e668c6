// The goals API (issue 14), declared once: served by the route files under app/api/v1/goals, called
// by lib/client/goals/api.ts. The answers' schemas are lib/goals/api.ts's.
import * as z from "@/lib/zod";
import { defineEndpoint, noContent } from "@/lib/contracts/endpoint";
import {
  goalCountsSchema,
  goalDetailSchema,
  goalPageSchema,
  goalSummarySchema,
  goalTaskPageSchema,
} from "@/lib/goals/api";
import {
  connectSubGoalSchema,
  createGoalSchema,
  goalCountsQuerySchema,
  goalLinkOptionsQuerySchema,
  goalListQuerySchema,
  goalMemberParamsSchema,
  goalMembersSchema,
  goalParamsSchema,
  goalTasksQuerySchema,
  progressCheckInSchema,
  progressSettingsSchema,
  setParentGoalSchema,
  subGoalParamsSchema,
  updateGoalSchema,
} from "@/lib/schemas/goals";

const base = "/api/v1/goals" as const;
const goal = `${base}/{goalId}` as const;

export const listGoals = defineEndpoint({
  method: "GET",
  path: base,
  auth: "session",
  summary: "A page of the dashboard's goals (tab, All / Open / Closed, title search, cursor), newest first",
  query: goalListQuerySchema,
  response: goalPageSchema,
});

export const createGoal = defineEndpoint({
  method: "POST",
  path: base,
  auth: "session",
  summary: "Add a goal (the creator owns it unless ownerId says otherwise)",
  body: createGoalSchema,
  response: goalDetailSchema,
  status: 201,
});

export const goalCounts = defineEndpoint({
  method: "GET",
  path: `${base}/counts`,
  auth: "session",
  summary: "The All / Open / Closed counts of a dashboard tab",
  query: goalCountsQuerySchema,
  response: goalCountsSchema,
});

export const searchGoalTasks = defineEndpoint({
  method: "GET",
  path: `${base}/tasks`,
  auth: "session",
  summary: "Tasks of the boards the caller may read, by title or key, for a Tasks goal's picker",
  query: goalTasksQuerySchema,
  response: goalTaskPageSchema,
});

export const getGoal = defineEndpoint({
  method: "GET",
  path: goal,
  auth: "session",
  summary: "The goal page: fields, members, parent, sub-goals, followed work, check-ins and rights",
  params: goalParamsSchema,
  response: goalDetailSchema,
});

export const updateGoal = defineEndpoint({
  method: "PATCH",
  path: goal,
  auth: "session",
  summary: "Change the goal's title, description, time period, status or owner",
  params: goalParamsSchema,
  body: updateGoalSchema,
  response: goalDetailSchema,
});

export const deleteGoal = defineEndpoint({
  method: "DELETE",
  path: goal,
  auth: "session",
  summary: "Delete the goal (its sub-goals become top-level)",
  params: goalParamsSchema,
  response: noContent,
  status: 204,
});

export const goalLinkOptions = defineEndpoint({
  method: "GET",
  path: `${goal}/link-options`,
  auth: "session",
  summary: "Goals the connect dialogs offer as a sub-goal or the parent (no loops), by title",
  params: goalParamsSchema,
  query: goalLinkOptionsQuerySchema,
  response: z.array(goalSummarySchema),
});

export const addGoalMembers = defineEndpoint({
  method: "POST",
  path: `${goal}/members`,
  auth: "session",
  summary: "Invite workspace members to the goal (each is notified)",
  params: goalParamsSchema,
  body: goalMembersSchema,
  response: goalDetailSchema,
  status: 201,
});

export const removeGoalMember = defineEndpoint({
  method: "DELETE",
  path: `${goal}/members/{userId}`,
  auth: "session",
  summary: "Remove a member from the goal, or leave it",
  params: goalMemberParamsSchema,
  response: noContent,
  status: 204,
});

export const setParentGoal = defineEndpoint({
  method: "PUT",
  path: `${goal}/parent`,
  auth: "session",
  summary: "Put the goal under a parent goal, or make it top-level (null)",
  params: goalParamsSchema,
  body: setParentGoalSchema,
  response: goalDetailSchema,
});

export const checkInGoal = defineEndpoint({
  method: "POST",
  path: `${goal}/progress`,
  auth: "session",
  summary:
    "A check-in: {value, note?} on a Manual goal (its measurement's rules), {note} on a computed one (no value)",
  params: goalParamsSchema,
  body: progressCheckInSchema,
  response: goalDetailSchema,
  status: 201,
});

export const updateProgressSettings = defineEndpoint({
  method: "PUT",
  path: `${goal}/progress-settings`,
  auth: "session",
  summary: "The progress source and its fields, measurement, decimals and reminder",
  params: goalParamsSchema,
  body: progressSettingsSchema,
  response: goalDetailSchema,
});

export const connectSubGoal = defineEndpoint({
  method: "POST",
  path: `${goal}/sub-goals`,
  auth: "session",
  summary: "Connect another goal as a sub-goal, with its weight (it leaves its former parent)",
  params: goalParamsSchema,
  body: connectSubGoalSchema,
  response: goalDetailSchema,
  status: 201,
});

export const disconnectSubGoal = defineEndpoint({
  method: "DELETE",
  path: `${goal}/sub-goals/{subGoalId}`,
  auth: "session",
  summary: "Disconnect a sub-goal (it becomes top-level)",
  params: subGoalParamsSchema,
  response: noContent,
  status: 204,
});

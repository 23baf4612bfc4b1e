import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk";
import type { CreateArticleType, CreateCategoryType, UpdateArticleType, UpdateCategoryType } from "../api/validators";
import { createArticleStep, createCategoryStep, deleteArticleStep, deleteCategoryStep, updateArticleStep, updateCategoryStep } from "./steps/news-steps";

export const createNewsArticleWorkflow = createWorkflow("glow-create-news-article", (input: CreateArticleType) => new WorkflowResponse(createArticleStep(input)));
export const updateNewsArticleWorkflow = createWorkflow(
  "glow-update-news-article",
  (input: { id: string; update: UpdateArticleType }) => new WorkflowResponse(updateArticleStep(input)),
);
export const deleteNewsArticleWorkflow = createWorkflow("glow-delete-news-article", (input: { id: string }) => new WorkflowResponse(deleteArticleStep(input)));

export const createNewsCategoryWorkflow = createWorkflow("glow-create-news-category", (input: CreateCategoryType) => new WorkflowResponse(createCategoryStep(input)));
export const updateNewsCategoryWorkflow = createWorkflow(
  "glow-update-news-category",
  (input: { id: string; update: UpdateCategoryType }) => new WorkflowResponse(updateCategoryStep(input)),
);
export const deleteNewsCategoryWorkflow = createWorkflow("glow-delete-news-category", (input: { id: string }) => new WorkflowResponse(deleteCategoryStep(input)));

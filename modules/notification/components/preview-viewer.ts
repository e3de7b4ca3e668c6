/** Who the template preview shows as its recipient: the viewer, in their workspace. */
export interface PreviewViewer {
  name: string;
  email: string;
  workspaceName: string;
}

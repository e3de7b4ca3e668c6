import { mergeAttributes, Node } from "@tiptap/core";

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    contentImage: {
      /** Inserts an image at the selection. */
      setImage: (attributes: { src: string; alt?: string }) => ReturnType;
    };
  }
}

/**
 * An image in a post's body (`<img src alt>`; the server keeps https and our own file addresses).
 * A few lines of our own rather than a dependency.
 */
export const ContentImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
  addCommands() {
    return {
      setImage:
        (attributes) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: attributes }),
    };
  },
});

/**
 * Removes every comment under `root`: in a copy of what Lit rendered, those are its binding markers
 * (our templates write no comments of their own), which a finished copy has no use for.
 */
export function stripMarkers(root: Node): void {
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const markers: Node[] = [];
  while (comments.nextNode()) markers.push(comments.currentNode);
  for (const marker of markers) marker.parentNode!.removeChild(marker);
}

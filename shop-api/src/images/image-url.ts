/** The public address of a stored picture, e.g. `http://localhost:4000/images/12.webp`. */
export function imageUrl(publicUrl: string, imageId: number): string {
  return `${publicUrl}/images/${imageId}.webp`;
}

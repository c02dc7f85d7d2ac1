export function ratingLabel(value: number): string {
  return `${value} ${value === 1 ? 'star' : 'stars'}`;
}

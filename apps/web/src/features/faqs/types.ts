export interface Faq {
  id: number;
  header: string;
  description: string;
}

// Response envelopes of the API (DESIGN.md "API rules").
export interface DataResponse<T> {
  success: true;
  data: T;
  message?: string;
}

export interface PageResponse<T> {
  success: true;
  data: T[];
  total: number;
  totalPages: number;
  currentPage: number;
  message?: string;
}

export interface MessageResponse {
  success: true;
  message: string;
}

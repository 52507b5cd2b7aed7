// Money is stored in paise (integers) and spoken in rupees on the API.
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

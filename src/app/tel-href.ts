/** A dialable tel: address: the digits and a leading +, without the spaces and brackets that group them. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

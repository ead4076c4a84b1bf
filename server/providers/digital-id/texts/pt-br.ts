import type { DigitalIdTexts } from './index';

export const PT_BR: DigitalIdTexts = {
  page: {
    sandboxBanner:
      'Ambiente de testes: esta verificação de identidade é uma página de teste. Nenhum provedor de identidade é contatado, e nada do que for escolhido aqui comprova a identidade de ninguém.',
    sandboxName: 'Ambiente de testes',
    title: 'Verifique sua identidade com {provider}',
    intro:
      'Um provedor de identidade real pediria agora que você entrasse no aplicativo dele ou digitalizasse seu documento. No ambiente de testes, escolha em vez disso o que o provedor informa.',
    testerHeading: 'Resultados de teste do ambiente de testes',
    outcomeLegend: 'O que o provedor informa',
    outcomeSuccess: 'Identidade verificada',
    outcomeSuccessHint: 'A sessão é concluída com sucesso.',
    outcomeFailure: 'Falha com {code}',
    timingLegend: 'Quando os resultados ficam prontos',
    timingFetch: 'Imediatamente',
    timingFetchHint: 'O formulário volta para buscar os resultados uma única vez.',
    timingPoll: 'Mais tarde',
    timingPollHint: 'O formulário volta para consultar os resultados até que fiquem prontos.',
    pollsLabel: 'Consultas de resultados que respondem primeiro “ainda não estão prontos”',
    pollsHint:
      'Usado somente quando os resultados ficam prontos mais tarde: um número inteiro de 0 a {max}. O formulário consulta a cada {seconds} segundos e desiste após mais {attempts} tentativas; com {giveUp} ou mais, ele desiste.',
    failOnceLabel: 'A primeira consulta de resultados falha',
    failOnceHint:
      'O serviço responde com um erro à primeira solicitação de resultados, e o formulário tenta novamente.',
    continueButton: 'Concluir e voltar ao formulário',
    errorSummaryTitle: 'Há um problema',
    outcomeRequired: 'Escolha o que o provedor informa',
    timingRequired: 'Escolha quando os resultados ficam prontos',
    pollsInvalid: 'Digite um número inteiro de 0 a {max}',
    unavailableTitle: 'Este link de verificação de identidade não é mais válido',
    unavailableBody: 'Volte ao seu formulário para começar a verificação de identidade novamente.',
    finishedTitle: 'Esta verificação de identidade foi concluída',
    finishedBody: 'O que o provedor informa já foi escolhido. Volte ao seu formulário para ver o resultado.',
    returnLink: 'Voltar ao seu formulário',
    lockedBody: 'Este formulário não pode mais ser alterado, portanto a verificação de identidade não pode ser concluída.',
  },
  reasons: {
    Internal: 'Um erro interno fez esta sessão falhar.',
    Other: 'A sessão falhou por um motivo que não corresponde a nenhum outro código de falha.',
    Canceled: 'A sessão foi cancelada.',
    UserAbandoned: 'O usuário abandonou a sessão.',
    UserTimedOut: 'O usuário demorou demais para concluir a verificação.',
    Expired: 'A sessão expirou.',
    InvalidImage: 'As imagens tinham qualidade baixa demais, eram de um tipo incorreto ou não puderam ser processadas.',
    Inauthentic: 'Há suspeita de que o documento não seja autêntico, seja fraudulento ou falsificado.',
    UnsupportedDocument: 'O tipo ou o país do documento não é aceito.',
    AssuranceLevelNotMet: 'A identidade não atinge o nível de garantia exigido.',
  },
  subtexts: {
    'sandbox-id-wallet': 'Ambiente de testes: a carteira de identidade que você já usou',
    'sandbox-bank-id': 'Ambiente de testes: entre com o internet banking do seu banco',
    'sandbox-mobile-id': 'Ambiente de testes: confirme no seu celular com sua identidade móvel',
    'sandbox-eid-card': 'Ambiente de testes: aproxime sua carteira de identidade do celular',
    'sandbox-passport-chip': 'Ambiente de testes: leia o chip do seu passaporte com o celular',
    'sandbox-unavailable-id': 'Ambiente de testes: sempre indisponível, para testar uma sessão que não pode começar',
  },
};

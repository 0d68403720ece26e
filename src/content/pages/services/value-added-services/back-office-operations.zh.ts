import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '后台运营',
  seoTitle: '银行卡与支付后台：对账、结算与争议处理',
  description:
    '在统一的后台中，自动完成银行卡、钱包和收单业务的对账、结算、争议与拒付处理以及报表编制。',
  blurb: '由我们的运营团队处理对账、争议、拒付和结算。',
  icon: 'i-lucide-folder-kanban',
  menu: { menu: 'value-added-services', label: '后台运营', order: 8 },
  intro:
    '后台运营服务负责每笔支付之后的各项工作——核对记录、将资金划转至正确账户、解决争议——让您的运营团队只需处理真正的异常情况。',
  highlights: [
    {
      icon: 'i-lucide-git-compare',
      title: '自动对账',
      description:
        '卡组织、转接网络、银行及内部账本文件自动匹配，差异项进入复核队列并跟踪账龄。',
    },
    {
      icon: 'i-lucide-repeat',
      title: '结算',
      description:
        '每日计算轧差头寸（net position）、商户出款、交换费和手续费，并过账至总账。',
    },
    {
      icon: 'i-lucide-scale',
      title: '争议与拒付',
      description:
        '按卡组织时限管理调单、拒付、再请款和仲裁，每个案件均附有证据材料。',
      details:
        '系统在卡组织时限到期前提醒分析人员，确保有效争议绝不会因逾期而失效。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '跨卡组织、转接网络、银行和账本记录的自动对账',
      '结算计算、商户出款和总账过账',
      '遵循卡组织规则和时限的争议与拒付工作流',
      '手续费、交换费和佣金计算',
      '运营、财务和监管报表',
      '经办与复核双人审批，以及完整的审计轨迹',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '大幅减少人工核对文件的时间',
      '向商户和合作伙伴更快、更准确地结算',
      '追回原本会因逾期而失效的争议款项',
      '为财务部门、审计师和监管机构提供清晰的审计证据',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次后台运营演示' }],
} satisfies PageContent;

import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '全渠道体验',
  seoTitle: '全渠道银行：所有渠道一以贯之的客户旅程',
  description:
    '客户可在 App 上发起业务，再到网点、通过电话或在代理点完成：同一客户档案、共享业务流程、统一客户视图。',
  blurb: '在 App 上发起业务，到网点或通过电话继续办理，无需让客户重复提供信息。',
  icon: 'i-lucide-layers',
  menu: { menu: 'digital-banking-ecosystem', label: '全渠道体验', order: 3 },
  intro:
    '我们的全渠道层将手机、网页、网点、联络中心、代理和 USSD 连接到同一客户档案和同一流程引擎，在任何渠道发起的请求都能在任何渠道完成。',
  highlights: [
    {
      icon: 'i-lucide-route',
      title: '可续办的业务流程',
      description: '在手机上保存的贷款申请，可在网点平板上从同一步骤继续办理。',
    },
    {
      icon: 'i-lucide-contact',
      title: '统一客户视图',
      description: '员工在一个页面上即可看到客户在各渠道的产品、近期互动和未结请求。',
    },
    {
      icon: 'i-lucide-bell-ring',
      title: '一致的消息触达',
      description: '根据客户偏好和紧急程度，通过推送、短信或邮件发送通知。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '共享流程引擎，覆盖开户、信贷和服务请求',
      '统一的客户档案和互动历史',
      '感知渠道的通知：推送、短信、邮件和 App 内收件箱',
      '各渠道的产品规则、费用和限额保持一致',
      '从聊天机器人和 App 无缝转接到网点或联络中心员工',
      '跨渠道分析流失率和完成率',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '客户无需从头再来，业务完成率更高',
      '简单请求转为自助办理，服务成本更低',
      '全面了解每位客户，交叉销售更精准',
      '规则只需改一处，无需每个渠道各改一遍',
    ],
  },
  actions: [{ kind: 'contact', label: '咨询专家', topic: '一次全渠道银行咨询' }],
} satisfies PageContent;
